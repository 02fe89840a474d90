// What the site says about input it cannot use (a number field, a physics rule, a shared link) and
// about a start it runs but the reader should know about (Simplified Chinese). A field's name is
// quoted (“半径”, “ball2 x”), so Chinese text never runs into a Latin name without a break.
import type { Messages } from './en';
import { ballFieldName, ballSymbols } from './symbols';

export const inputs = {
  /** Written like English numbers: 1,000,000, a decimal point and a real minus sign. */
  numberLocale: 'zh-CN',
  answer: '你的答案',
  ballField: ballFieldName,
  fields: {
    ...ballSymbols,
    radius: '半径',
    mass: '质量',
    width: '舞台宽度',
    height: '舞台高度',
    seed: '随机种子',
    count: '球的数量',
    bounce: '反弹系数',
    restitution: '恢复系数',
    scenario: '场景',
    method: '方法',
    separation: '分离方式',
    balls: '球',
    walls: '墙壁',
    stick: '粘合',
    contact: '接触方式',
  },
  units: { px: ' 像素', pxPerFrame: ' 像素/帧' },
  field: {
    empty: '“{field}”为空：请输入一个数。',
    notANumber: '“{field}”必须是一个数，例如 2 或 −1.5（收到“{value}”）。',
    between: '“{field}”只能取 {min} 到 {max}{unit}。',
    atLeast: '“{field}”至少应为 {min}{unit}。',
    atMost: '“{field}”至多应为 {max}{unit}。',
    positive: '“{field}”必须大于 0。',
    notInteger: '“{field}”必须是整数。',
    tooBig: '“{field}”太大，无法计算（收到“{value}”）。',
    tooSmall:
      '“{field}”太接近 0，计算机存不下，会被当作 0 来运行（收到“{value}”）：请写 0，或一个离 0 更远的数。',
  },
  problems: {
    finite: '“{field}”必须是一个数（收到 {got}）。',
    choice: '“{field}”必须是以下之一：{options}（收到“{got}”）。',
    shape: '“{field}”的形式无法用于模拟。',
    outside: 'ball{ball} 伸出了舞台：它的 {axis} 只能取 {min} 到 {max} 像素。',
    sameCentre: 'ball{ball} 与 ball{other} 的球心重合，无法确定朝哪个方向把它们推开。请移动其中一个。',
    crowded: '{count} 个球无法互不重叠地放进 {width} × {height} 像素的舞台。请减少球的数量。',
    notCrowd: '只有这些场景可以改变球的数量：{crowds}。',
    together: '“{field}”不能与“{other}”同时使用：请二选一。',
  },
  notes: {
    tunnelling:
      'ball{ball} 每帧移动 {speed} 像素，超过它自身的直径（{diameter} 像素），因此可能不接触就穿过另一个球。这就是隧穿：模拟每帧只检测一次。',
    inside: 'ball{ball} 一开始就完全在 ball{other} 内部，真实的球不可能重叠得这么深：看看分离方式如何处理。',
    overlap:
      'ball{ball} 与 ball{other} 一开始就重叠了 {depth} 像素，真实的球不会这样：看看分离方式如何处理。',
    more: '{note}另有 {more} 个球也是如此。',
    morePairs: '{note}另有 {more} 对球也是如此。',
  },
  dragUndone: '拖放已撤销：{reason}',
} as const satisfies Messages['inputs'];
