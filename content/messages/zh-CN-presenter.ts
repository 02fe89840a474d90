// Projecting in class (Simplified Chinese): the presenter view and its large numbers, the
// centre-of-mass view (质心系), and what the total-momentum chart says about walls.
import type { Messages } from './en';

export const presenter = {
  present: '演示模式（F）',
  leave: '退出演示模式',
  key: '打开或关闭演示模式：适合投影的画布、控制按钮和大号数字',
  numbers: {
    title: '第 {frame} 帧，球 {i} 与球 {j} 的碰撞',
    none: '还没有碰撞：播放，或按 N 跳到下一次碰撞。',
    ball: '球 {n}',
    total: '总计',
    quantity: '物理量',
    momentum: '动量 p (x, y)',
    energy: '动能',
    before: '碰撞前',
    after: '碰撞后',
  },
  centreOfMassFrame: '质心系视图',
  movePace: '节奏',
  movePaces: { normal: '正常', slow: '慢', slower: '更慢' },
  centreOfMassNote:
    '从随质心一起运动的参考系观察：质心（十字标记）静止不动，每个箭头都是相对于质心的速度，在这个参考系中总动量为 0。碰撞使这对球沿球心连线方向的相对速度反向，并乘以 e。在这个参考系中墙壁在移动；墙壁的反弹是来自系统外部的推力。画布旁的数值仍然在台面的参考系中。',
  inspectorCentreNote:
    '箭头是相对于这对球质心（十字标记）的速度：碰撞前后质心的运动相同，沿球心连线方向的速度反向，并乘以 e。方程和数值仍然在台面的参考系中。',
  walls: {
    jumped:
      '总动量跳变了 {count} 次（虚线，最后一次在第 {frame} 帧）：有球从墙壁反弹。墙壁在这个由球组成的系统之外：它的推力改变了系统的动量。球与球之间动量守恒。',
    off: '关闭墙壁：显示动量守恒',
  },
} as const satisfies Messages['presenter'];
