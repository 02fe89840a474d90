// Interface strings of the collision inspector: one collision, step by step, with its equations
// (Simplified Chinese). A stage of a collision is a 步骤, so it is never confused with the 舞台 (the
// stage the balls are drawn on). Symbols inside equations (x, v, θ, atan2) are mathematics.
import type { Messages } from './en';

export const inspector: Messages['inspector'] = {
  title: '球 {i} 与球 {j} 的碰撞',
  titleAtFrame: '球 {i} 与球 {j} 的碰撞，第 {frame} 帧',
  settings: '{method}，{separation}，恢复系数 {restitution}。',
  stages: '碰撞的步骤',
  previous: '上一步',
  next: '下一步',
  stageHeading: '第 {n} 步（共 {total} 步）：{stage}。',
  keys: '按键：← 和 → 在步骤之间移动，Home 和 End 跳到第一步和最后一步。',
  notTouching: '这两个球没有接触，所以没有可以逐步查看的碰撞。',
  stage: {
    contact: '接触瞬间',
    detect: '检测',
    angle: '角度',
    rotate: '旋转',
    solve: '一维求解',
    separate: '分离',
    'rotate-back': '旋转回来',
    totals: '核对总量',
  },
  explain: {
    contact:
      '精确接触只把两球移到刚好接触的时刻，也就是这一帧中途的某一刻。虚线圆是不反弹时它们在帧末的位置：本章的帧末检测正是在那里发现它们，而那时它们已经重叠。',
    detect: '球心间距小于两半径之和：两球接触了。',
    angle: '球心连线的角度，以及它的正弦和余弦。',
    rotate:
      '把一切绕球 a 旋转 −θ：球心连线变成 x′ 轴。每个速度分解为 x′ 分量（沿连线）和 y′ 分量（垂直于连线）。',
    solve: '只有 x′ 分量参与碰撞：一维公式给出它们的新值。y′ 分量不变。',
    separate: '沿 x′ 方向把两球分开，使它们不再重叠。',
    'rotate-back': '把一切旋转回来（+θ），再加上球 a 原来的位置：这就是台面上新的位置和速度。',
    totals: '这对球在碰撞前一刻和后一刻的动量与动能：与碰撞账本中这次碰撞那一行的数相同。',
  },
  notApproaching: '两球沿连线已经在相互远离：稳健分离不会让它们反弹。',
  equations: '这一步的方程',
  symbolic: '公式',
  substituted: '代入这次碰撞的数值',
  values: '这一步的数值',
  yes: '是',
  no: '否',
  row: {
    time: '接触时刻（占一帧的比例）',
    atContact: '接触时的球 {n}',
    unbounced: '不反弹时帧末的球 {n}',
    gapUnbounced: '不反弹时帧末的距离',
    approaching: '正在接近',
    unchanged: '{name}（不变）',
    before: '碰前',
    after: '碰后',
    afterOf: '碰后 {name}',
    gap: '间距 {name}',
    momentumBefore: '碰前动量 (x, y)',
    momentumAfter: '碰后动量 (x, y)',
    energyBefore: '碰前动能',
    energyAfter: '碰后动能',
    difference: '动能变化',
  },
  open: {
    inspect: '查看碰撞',
    which: '哪一次碰撞',
    pair: '球 {i}–{j}',
    row: '查看',
    rowLabel: '查看第 {frame} 帧中球 {i} 与球 {j} 的碰撞',
    close: '关闭',
    loading: '正在打开碰撞……',
  },
  start: {
    title: '设置碰撞',
    hint: '拖动球可以移动它，拖动箭头尖端可以改变它的速度。每一步都会随之更新。',
    canvas:
      '起始时的两个球：球 0 位于 ({x0}, {y0})，速度 ({vx0}, {vy0})；球 1 位于 ({x1}, {y1})，速度 ({vx1}, {vy1})。',
    fields: '用数字设置起点',
    ball: '球 {n}',
    notTouching:
      '在这个起点下两球没有接触（球心相距 {dist}，两半径之和为 {radiiSum}），所以没有碰撞。把它们拖近，直到重叠；各步骤显示的是上一个发生碰撞的起点。',
  },
};
