// The instruments that read a world (Simplified Chinese): readouts with units, the values table, the
// momenta diagram, Δp arrows, the collision angle, the arrow scale and the chart's axes and legend.
// Mass is counted in 质量单位, the unit lesson 1 names (English: mu); pixels and frames are 像素 and 帧.
import type { Messages } from './en';

export const instruments = {
  units: {
    px: '像素',
    velocity: '像素/帧',
    mass: '质量单位',
    momentum: '质量单位·像素/帧',
    energy: '质量单位·像素²/帧²',
    degrees: '°',
  },
  withUnit: '{name}（{unit}）',
  unitsNote:
    '单位：距离以像素计，速度以像素/帧计，质量以质量单位计（第 1 课：你设定的数值，只有两个质量之比起作用）。因此动量 m·v 的单位是质量单位·像素/帧，动能 ½·m·v² 的单位是质量单位·像素²/帧²。',
  quantity: {
    momentumX: '动量 x',
    momentumY: '动量 y',
    kineticEnergy: '动能',
    angle: '球心连线',
  },
  system: {
    title: '当前整个系统：全部 {count} 个球',
    value: '数值',
  },
  pair: {
    title: '上一次碰撞，第 {frame} 帧：仅 ball{i} 和 ball{j}',
    none: '还没有碰撞：播放或逐帧前进，直到两个球接触。',
    before: '碰前',
    after: '碰后',
    change: '变化',
    angle: '与 x 轴成 {angle}°（从 ball{i} 指向 ball{j}，y 轴向下）',
  },
  table: {
    px: '动量 x',
    py: '动量 y',
    kineticEnergy: '动能',
    pairTitle: '上一次碰撞，第 {frame} 帧：这对球的碰前与碰后',
    moment: '时刻',
    playingNote: '正在播放：数值每帧都在变。暂停后才能编辑。',
  },
  momenta: {
    title: '动量图',
    note: '每个球的动量箭头首尾相接；粗箭头是总动量。两球之间的碰撞不会改变它。',
    now: '当前',
    before: '第 {frame} 帧碰前',
    after: '第 {frame} 帧碰后',
    pairOnly: '只画出了 ball{i} 和 ball{j}：前进到这次碰撞，就能看到每个球。',
    total: '总动量',
    panel: '{moment}：{balls}；总动量 ({x}, {y}) 质量单位·像素/帧。',
    ball: 'ball{i} ({x}, {y})',
  },
  arrowScale: {
    label: '箭头长度',
    option: '每 1 像素/帧画 {px} 像素',
    velocity: '速度箭头：每 1 像素/帧的速度画成 {px} 像素长（箭头指向球 {px} 帧后的位置）。',
    momentum:
      '动量箭头（虚线）：每 {mass} 质量单位·像素/帧的动量画成 {px} 像素长，因此质量等于平均质量（{mass} 个质量单位）的球，动量箭头与速度箭头一样长。',
    impulse: 'Δp 箭头：碰撞时每个球的动量变化，与动量按同一比例画出；一对球的两个箭头大小相等、方向相反。',
  },
  chart: {
    title: '最近 {frames} 帧的总量',
    frame: '帧',
    momentum: '总动量（质量单位·像素/帧）',
    energy: '总动能（质量单位·像素²/帧²）',
    px: '动量 x',
    py: '动量 y',
    ke: '动能',
    legend: '图例',
    description:
      '两幅折线图，横轴为第 {first} 帧到第 {last} 帧。动量 x 从 {pxMin} 到 {pxMax}，动量 y 从 {pyMin} 到 {pyMax} 质量单位·像素/帧；动能从 {keMin} 到 {keMax} 质量单位·像素²/帧²。',
  },
  exact: {
    tunnelling:
      'ball{ball} 每帧移动 {speed} 像素，超过它自身的直径（{diameter} 像素）。精确接触不会隧穿：它在一帧之内找出每一次接触，并在接触发生的那一刻处理，所以这个球不会穿过另一个球。',
    cutShortOne:
      '第 {frame} 帧被提前截断：精确接触在一帧用完它的计算预算时就停止（这一帧处理了 {events} 次接触），所以这一帧剩下的时间丢失了，球移动的距离比它们的速度所说的要短。',
    cutShortMany:
      '已有 {count} 帧被提前截断，最近一次是第 {frame} 帧：精确接触在一帧用完它的计算预算时就停止（那一帧处理了 {events} 次接触），所以这些帧剩下的时间丢失了，球移动的距离比它们的速度所说的要短。',
  },
} as const satisfies Messages['instruments'];
