// Deterministic elementary functions: ports of fdlibm built only on + − × ÷ and √, which IEEE 754
// makes exact (correctly rounded) in every engine. Math.sin, cos, atan2, exp and hypot are left to
// each engine and differ in the last bit between Node and browsers; a crowd's chaos turns one bit
// into a different run. Anything that feeds a frame uses these instead.
import { atan } from './atan';
import { atan2 } from './atan2';
import { cos } from './cos';
import { exp } from './exp';
import { hypot } from './hypot';
import { sin } from './sin';

export { atan, atan2, cos, exp, hypot, sin };

/**
 * The same functions as one object, so the chapter's listings read `fdlibm.sin(angle)` where the
 * sources wrote Math.sin. A plain frozen object, not a namespace import: CommonJS builds (the bench)
 * read a namespace's names through getters, and hot loops import from the function's own file.
 */
export const fdlibm = Object.freeze({ atan, atan2, cos, exp, hypot, sin });
