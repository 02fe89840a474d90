// Projecting in class (Simplified Chinese): the presenter view and its large numbers.
import type { Messages } from './en';

export const presenter = {
  present: '演示模式 (F)',
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
} as const satisfies Messages['presenter'];
