// Interface strings of the collision inspector: one collision, step by step, with its equations
// (Simplified Chinese). A stage of a collision is a 步骤, so it is never confused with the 舞台 (the
// stage the balls are drawn on). Symbols inside equations (x, v, θ, atan2) are mathematics.
import type { Messages } from './en';

export const inspector = {
  title: '球 {i} 与球 {j} 的碰撞',
  titleAtFrame: '球 {i} 与球 {j} 的碰撞，第 {frame} 帧',
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
    rest: '这一帧的剩余部分',
    totals: '核对总量',
  },
  claim: {
    settings: '方法：{method}；分离：{separation}；恢复系数 {restitution}；重叠接触（本章在帧末做的检测）。',
    settingsStick: '方法：{method}；粘合（两球合为一体继续运动）：不用恢复系数，也不分离；重叠接触。',
    settingsExact:
      '方法：{method}；精确接触（两球在接触的瞬间反弹，所以不需要分离）；恢复系数 {restitution}。',
    contact:
      '精确接触只把两球移到刚好接触的时刻，也就是这一帧中途的某一刻。虚线圆是不反弹时它们在帧末的位置：本章的帧末检测正是在那里发现它们，而那时它们已经重叠。',
    detect: '球心间距小于两半径之和：两球接触了。',
    angle: '球心连线的角度，以及它的正弦和余弦。',
    angleMethod:
      '球心连线的角度 θ。速率加方向法从这条线量出每个矢量的方向，旋转回来时沿 θ 和切线方向 θ + π/2 相加。',
    rotate:
      '把一切绕球 a 旋转 −θ：球心连线变成 x′ 轴。每个速度分解为 x′ 分量（沿连线）和 y′ 分量（垂直于连线）。',
    rotateAngle:
      '每个矢量写成速率和方向（公式里沿用源代码的变量名）。从球心连线量起，方向变为方向 − θ：沿连线的 x′ 分量等于速率乘以它的余弦，垂直于连线的 y′ 分量等于速率乘以它的正弦。',
    solve: '只有 x′ 分量参与碰撞：一维公式给出它们的新值。',
    tangentUnchanged: 'y′ 分量不变。',
    notApproaching: '两球沿连线已经在相互远离：稳健分离不会让它们反弹。',
    bouncedInward:
      '两球沿连线本来已经在相互远离（正在接近：否），但公式仍然让它们反弹：反弹把它们转回来，朝向彼此运动。一对球就是这样粘在一起的。',
    bouncedTogether:
      '两球沿连线本来已经在相互远离（正在接近：否），但公式仍然让它们反弹：e = 0 时，它们沿连线不再有分开的速度。',
    solveStick:
      '两球粘合：它们都取质心的速度（总动量除以总质量），沿连线和垂直于连线的分量都是。这不是 e = 0 的反弹。',
    stickTangentChanged: 'y′ 分量也改变了：从 {before0} 和 {before1} 变为两球共同的 {vy}。',
    stickTangentSame: 'y′ 分量本来就相等，都是 {vy}，所以保持不变。',
    separateApart: '沿 x′ 方向把两球分开：它们不再重叠（间隙 {gap} 像素）。',
    separateTouching:
      '沿 x′ 方向把两球分开：它们现在刚好接触（间隙 {gap} 像素，是舍入误差，远小于程序开始算作重叠的 0.000000001 像素）。',
    separateOverlap: '沿 x′ 方向把两球分开：它们仍然重叠 {depth} 像素。',
    whyNaive:
      '朴素分离只把每个球移动它的新速度（{v0} 和 {v1}），球心距离只改变了 {push} 像素：小于 {overlap} 像素的重叠量。',
    whyOverlap:
      'absV 分配让每个球移动重叠量的一份（它沿连线的新速度除以 absV，即两球速率之和），球心距离只改变了 {push} 像素：小于 {overlap} 像素的重叠量。',
    whySameWay: '两球沿连线朝同一方向运动（{v0} 和 {v1}），所以两份相互抵消了一部分。',
    whyShort: '这种分离让球心距离改变了 {push} 像素：小于 {overlap} 像素的重叠量。',
    separateStick: '不做分离：这对球保留 {overlap} 像素的重叠量，作为一个整体继续运动。',
    separateContact:
      '不做分离：在接触的瞬间两球只是刚好接触（重叠量 {overlap} 像素，是舍入误差），所以什么也不移动。',
    separateContactOverlap:
      '不做分离：精确接触在两球所在的位置让它们反弹。这两个球在这里已经重叠 {overlap} 像素：精确接触从不让球相互移入，所以它们从一开始就重叠；它们会在运动中分开。',
    rotateBack: '把一切旋转回来（+θ），再加上球 a 原来的位置：这就是这次碰撞给两球的位置和速度。',
    rotateBackStick: '把共同速度旋转回来（+θ）：两球留在原处，以同一个速度（整体的速度）离开。',
    rotateBackContact:
      '把一切旋转回来（+θ），再加上球 a 原来的位置：位置仍是接触瞬间的位置（反弹不移动球），速度是新的速度。下一步跟随这一帧的剩余部分。',
    rest: '反弹发生在这一帧的 {time} 处；在剩下的 {rest} 里，两球以新的速度继续运动。',
    restStraight: '球 {n} 沿直线继续运动，帧末到达 ({x}, {y})，正是表格中的位置。',
    restLater:
      '球 {n} 在这一帧稍后又改变了方向（又有 {later} 次与墙壁或其他球的接触），所以帧末到达 ({x}, {y})，不在它的直线路径上。',
    restTouched:
      '球 {n} 在这一帧稍后又与墙壁或其他球接触了 {later} 次，但速度没有改变，帧末到达 ({x}, {y})，正是表格中的位置。',
    restCut: '这一帧达到了接触次数的上限，停在 {time} 处：剩下的部分没有运行。',
    totals: '这对球在碰撞前一刻和后一刻的动量与动能：与碰撞账本中这次碰撞那一行的数相同。',
  },
  warning: '注意：',
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
    centres: '球心距离 {name}',
    overlap: '重叠量',
    touchingAfter: '之后刚好接触（间隙舍入为 0）',
    gapAfter: '之后的间隙',
    overlapAfter: '仍然重叠',
    tangentBefore: '之前的 {name}',
    common: '{name}（共同）',
    polar: '{name} 的速率和方向',
    tangentDirection: '切线方向 cos(θ + π/2), sin(θ + π/2)',
    atEnd: '帧末的球 {n}',
    velocityAtEnd: '帧末球 {n} 的速度',
    later: '球 {n} 在这一帧稍后的接触次数',
    restTime: '这一帧的剩余部分',
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
} as const satisfies Messages['inspector'];
