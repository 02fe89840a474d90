// Deterministic elementary functions: ports of fdlibm built only on + − × ÷ and √, which IEEE 754
// makes exact (correctly rounded) in every engine. Math.sin, cos, atan2, exp and hypot are left to
// each engine and differ in the last bit between Node and browsers; a crowd's chaos turns one bit
// into a different run. Anything that feeds a frame uses these instead.
export { atan } from './atan';
export { atan2 } from './atan2';
export { cos } from './cos';
export { exp } from './exp';
export { hypot } from './hypot';
export { sin } from './sin';
