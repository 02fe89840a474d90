// 一次运行的时间轴（中文）：覆盖每一帧的滑块、碰撞账本的分页，以及从某一帧起更改设置后的撤销与重做。
import type { Messages } from './en';

export const timeline = {
  scrubber: {
    label: '运行中的帧',
    value: '第 {frame} 帧，共 {last} 帧',
    ticks: '滑块下方标出了这次运行中的 {count} 次碰撞。按上翻页键和下翻页键在碰撞之间跳转。',
    frameTicks:
      '滑块下方标出了这次运行中有碰撞的 {frames} 帧（共 {count} 次碰撞）。按上翻页键和下翻页键在这些帧之间跳转。',
    noTicks: '这次运行中还没有碰撞。',
  },
  ledger: {
    preparing: '正在准备 CSV：这次运行的 {count} 次碰撞中已备好 {done} 次（较早的碰撞需要重放）……',
    first: '最早的碰撞',
    latest: '最新的碰撞',
    page: '第 {first} 到 {last} 次碰撞，共 {count} 次',
    earlier: '更早的碰撞',
    later: '更晚的碰撞',
  },
  edits: {
    undo: '撤销',
    redo: '重做',
    undoLabel: '撤销第 {frame} 帧起的设置更改',
    undoStart: '撤销对起始状态的更改',
    applied: '新的设置从第 {frame} 帧起生效；之前的帧保持原样。',
    cut: '旧设置在第 {frame} 帧之后运行的部分已清除，撤销可以恢复。',
  },
} as const satisfies Messages['timeline'];
