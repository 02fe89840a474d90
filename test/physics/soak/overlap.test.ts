// Soak: see support/soak.ts.
import { soak } from '../support/soak';

soak('overlap');
