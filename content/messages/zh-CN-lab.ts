// The lab's tools that change the physics (Simplified Chinese): elasticity, stick, walls, adding and
// removing balls. Elasticity is the coefficient of restitution, so it is 恢复系数 e here too.
import type { Messages } from './en';

export const lab = {
  elasticity: '恢复系数 e',
  elasticityValue: 'e = {e}',
  elasticityNote:
    'e = 1 时反弹没有损失；e = 0 时这对球沿球心连线方向速度相同。新的 e 从屏幕上的这一帧起生效：之前的帧保持原来的 e，点“撤销”可恢复原来的 e。',
  stick: '粘合：相遇的球合为一体继续运动',
  stickNote:
    '粘合的一对球作为一个整体运动，速度等于它们质心的速度（不使用 e）。它作为整体从墙壁反弹，并会粘住接下来碰到的任何球。打开它会关闭“精确接触”。',
  walls: '墙壁',
  wallsNote: '关闭墙壁后，到达边缘的球会离开舞台继续飞行；总量仍然把它计算在内。',
  exact: '精确接触：在两球接触的瞬间反弹',
  exactNote:
    '每一帧都求出一对球在这一帧中刚好接触的时刻，并在那一刻让它们反弹，所以即使在拥挤的球群里也没有两个球会重叠（第 7 课）。打开它会关闭“粘合”。',
  add: '添加一个球',
  remove: '移除最后一个球',
  count: '球数：{count}',
  noRoom: '没有空间再放一个不与其他球重叠的球：请移除一个球，或选用更小的球。',
  tooMany: '一个链接最多包含 {max} 个手动放置的球；要更多的球，请选择一个球群场景并设置球的数量。',
  lastBall: '最后一个球要保留：舞台上至少要有一个球。',
} as const satisfies Messages['lab'];
