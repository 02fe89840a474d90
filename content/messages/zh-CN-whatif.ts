// Interface strings of "What if?" (Simplified Chinese): a collision replayed under another setting
// beside the original in the inspector, and /compare varying any one setting across its panels.
import type { Messages } from './en';

export const whatIf = {
  settings: {
    separation: '分离方式',
    restitution: '恢复系数 e',
    method: '方法',
    stick: '粘合',
    contact: '接触方式',
  },
  value: {
    restitution: 'e = {e}',
    method: '方法：{name}',
    separation: '分离：{name}',
    stickOn: '粘合：开',
    stickOff: '粘合：关',
    overlap: '重叠接触（本章的）',
    exact: '精确接触',
  },
  on: '开',
  off: '关',
  contacts: { overlap: '重叠（本章的）', exact: '精确' },
  replay: {
    title: '如果换一种设置？',
    showStages: '碰撞的步骤',
    showReplay: '换一种设置？',
    intro: '只改一个设置，重放这次碰撞：同一对球，从这一帧开始时的状态出发，与原来的碰撞逐步并排对照。',
    setting: '重放时改用',
    value: '取值',
    run: '重放',
    original: '这次运行：{setting}',
    replayed: '重放：{setting}',
    noCollision: '改用{setting}后，这对球在这一帧里没有碰撞：没有可以显示的步骤。',
    noStage: '改用{setting}后没有这一步。',
    same: '这一步两者的数值完全相同。',
    differ: {
      one: '这一步有 {count} 个数值不同（已标出）。',
      other: '这一步有 {count} 个数值不同（已标出）。',
    },
    differs: '（不同）',
    energyLess: '碰撞之后，重放留下的动能更少：{replay}，原来是 {original}。',
    energyMore: '碰撞之后，重放留下的动能更多：{replay}，原来是 {original}。',
    energySame: '碰撞之后，两者留下的动能相同，都是 {original}。',
  },
  vary: {
    legend: '改变一个设置',
    setting: '要改变的设置',
    values: '取值（每个面板一个）',
    minTwo: '选择两到四个取值。',
    add: '添加一个取值',
    remove: '移除第 {n} 个取值',
    valueField: '面板 {n} 的 e',
    duplicate: '面板 {n} 的 e 不能是 {e}：面板 {other} 已经用了这个值，每个面板需要各自的取值。',
  },
  allowedNumbers: '{fewest} 到 {most} 个 {min} 到 {max} 之间的数，用逗号分隔',
} as const satisfies Messages['whatIf'];
