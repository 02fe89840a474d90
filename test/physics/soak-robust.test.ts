// Soak: see soak.ts.
import { soak } from './soak';

soak('robust');
