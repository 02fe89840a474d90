// Interface strings of the code editor beside a listing (components/editor/), Simplified Chinese.
// Code names (m0, v0Final, elastic1D) stay as the listing writes them: the results' names are filled in.
import type { Messages } from './en';

export const editor = {
  edit: '编辑并运行这段代码',
  close: '关闭编辑器',
  loading: '正在加载编辑器……',
  title: '你的 {name}',
  label: '你的 {name} 的代码。按 Esc，再按 Tab，可以离开编辑器。',
  intro: {
    elastic1D:
      '你的代码拿到质量 m0、m1 和沿直线的速度 v0、v1，要给 {v0Final} 和 {v1Final} 赋值。它作为普通的 JavaScript 运行（这段代码没有 TypeScript 类型，所以是同一段代码），运行在一个碰不到本站的沙箱里，而且只在你按“运行”时才运行。',
    elastic1DShortcut:
      '你的代码拿到质量 m0、m1 和沿直线的速度 v0、v1，要给 {v0Final} 和 {v1Final} 赋值；图用它运行第 2 课的那对球。它作为普通的 JavaScript 运行（这段代码没有 TypeScript 类型，所以是同一段代码），运行在一个碰不到本站的沙箱里，而且只在你按“运行”时才运行。',
    'rotate-function':
      '你的 rotate() 把一次碰撞的每个位置和速度旋转到球心连线上（{reverse} 为 {true}），再旋转回来（{reverse} 为 {false}）；图用它运行 Billiard3 的两个球。运行之前会去掉 TypeScript 类型（用空格代替，所以每一行、每一列都不变）；其余部分作为 JavaScript 运行，运行在一个碰不到本站的沙箱里，而且只在你按“运行”时才运行。',
    'separate-naive':
      '你的 {separateNaive}() 拿到球心连线上的位置（{pos0}、{pos1}：球 1 在 +x 一侧）、沿连线的新速度（vx0、vx1）、重叠量 {overlap}、半径 r0、r1 和质量 m0、m1，返回两个球新的 x；图用它让二十个大球（MultiBilliard2）运行 1200 帧，数出粘连的球对，并与本章的朴素分离和它的 {absV} 修正相比。运行之前会去掉 TypeScript 类型（用空格代替，所以每一行、每一列都不变）；其余部分作为 JavaScript 运行，运行在一个碰不到本站的沙箱里，而且只在你按“运行”时才运行。',
    'separate-overlap':
      '你的 {separateOverlap}() 就是 {absV} 修正：它拿到和朴素分离一样的数（球心连线上的位置 {pos0}、{pos1}，沿连线的新速度 vx0、vx1，重叠量 {overlap}，半径 r0、r1 和质量 m0、m1），返回两个球新的 x；图用它让二十个大球运行 1200 帧，与本章的修正并排，并数出粘连的球对。运行之前会去掉 TypeScript 类型（用空格代替，所以每一行、每一列都不变）；其余部分作为 JavaScript 运行，运行在一个碰不到本站的沙箱里，而且只在你按“运行”时才运行。',
  },
  run: '运行',
  reset: '恢复本章的代码',
  running: '正在运行你的代码……',
  saved: '你的代码保存在这台设备上。',
  resetDone: '本章的代码已经恢复。',
  share: '为这段代码生成链接',
  linkLabel: '你的代码的链接',
  copyLink: '复制链接',
  linkNote: '打开链接的人会在这个编辑器里看到你的代码；只有在他们按“运行”时才会运行。',
  linked: '这段代码来自链接，还没有运行：按“运行”来运行它。',
  linkProblem: {
    version: '这个链接里的代码由本站的新版本写成，这里无法读取。',
    damaged: '这个链接里的代码已损坏（复制时被截断了？），无法读取。',
  },
  sandboxTitle: '运行你的代码的沙箱',
  yours: '你的版本',
  chapters: '本章的版本',
  yoursWhat: '编辑器里你的代码',
  untraced: '逐步查看展示的是本站自己的碰撞步骤，这两边没有运行它们；每一边下面的数字是它自己的。',
  checksHeading: '核对',
  checked: '在 {generated} 次生成的碰撞和图中的 {figure} 次碰撞上核对。',
  allPass: '所有核对都通过了。',
  show: '显示第 {frame} 帧',
  inspect: '查看这次碰撞',
  inspectNote: '下面的步骤是本章的代码处理同样两个球的过程{at}，可以和你的版本对照：{sentence}',
  at: {
    frame: '（第 {frame} 帧的碰撞）',
    generated: '（一次生成的碰撞）',
  },
  inputs: '（m0 = {m0}，v0 = {v0}，m1 = {m1}，v1 = {v1}；你的 {first} = {a}，{second} = {b}）',
  pair: '（球 {i} 和球 {j}）',
  pass: {
    number: '每次碰撞的每个结果都是数值。',
    momentum: '每次碰撞动量都守恒。',
    'momentum-x': '每次碰撞 x 方向的动量都守恒。',
    'momentum-y': '每次碰撞 y 方向的动量都守恒。',
    energy: '每次碰撞动能都守恒（e = 1）。',
    tangent: '每次碰撞中每个球沿切线方向的速度分量都不变。',
    apart: '每次碰撞之后两个球都彼此远离。',
    separated: '每次碰撞之后都没有球对仍然重叠。',
  },
  fail: {
    number: '你的版本给出了{value}{at}{inputs}。',
    momentum: '你的版本把动量从 {before} 变成了 {after}{at}{inputs}。',
    'momentum-x': '你的版本把 x 方向的动量从 {before} 变成了 {after}{at}{inputs}。',
    'momentum-y': '你的版本把 y 方向的动量从 {before} 变成了 {after}{at}{inputs}。',
    tangent:
      '你的版本把球 {ball} 沿切线方向的速度分量从 {before} 像素/帧变成了 {after} 像素/帧{at}{inputs}，可是沿切线方向没有任何推力。',
    separated: '你的版本让两个球仍然重叠 {after} 像素（相遇时重叠 {before} 像素）{at}{inputs}。',
    energyLoses: '你的版本损失了 {percent}% 的动能{at}{inputs}。',
    energyGains: '你的版本让动能增加了 {percent}%{at}{inputs}。',
    apart: '碰撞之后两个球仍然彼此接近{at}{inputs}。',
  },
  failedCount: '（{total} 次碰撞中有 {failed} 次不通过。）',
  notANumber: '一个非数值的结果',
  sidesAgree: '两边在全部 {frames} 帧里逐位相同。',
  sidesPart: '两边从第 {frame} 帧开始不同。',
  stuckNone:
    '在二十个大球中，用你的版本，{frames} 帧里没有球对粘连；用本章的朴素分离有 {naive} 对粘连，用它的 {absV} 修正有 {fix} 对。',
  stuckSome:
    '在二十个大球中，用你的版本有 {pairs} 对球粘连，第一对在第 {frame} 帧（球 {i} 和球 {j}）；用本章的朴素分离有 {naive} 对，用它的 {absV} 修正有 {fix} 对。',
  challenges: {
    heading: '挑战',
    start: '开始这个挑战',
    started: '已开始：编辑器里是这个挑战的代码。按“运行”来核对。',
    hint: '提示',
    done: '完成：你的代码达到了这个挑战的要求。',
    error: '还没有：你的代码没有运行到底（见上面）。',
    unmet: {
      checks: '还没有：上面有一项核对没有通过。',
      shortcut:
        '还没有：所有核对都通过了，但 {v1Final} 应该只由 vxTotal 和 {v0Final} 得到：一次加法，没有乘法或除法。',
      stuck: '还没有：二十个大球中仍有 {pairs} 对球粘连。',
    },
    items: {
      'derive-1d': {
        title: '由两条守恒定律写出公式',
        task: '编辑器从两条定律（写成注释）和一个同时满足两者却根本没有反弹的版本（{v0Final} = v0）开始。只用这两条定律写出 {v0Final} 和 {v1Final}，不看本章的公式，让所有核对都通过。',
        hint: '把每个球的项移到同一边：m0(v0 − {v0Final}) = m1({v1Final} − v1)，m0(v0² − {v0Final}²) = m1({v1Final}² − v1²)。用第二式除以第一式（a² − b² = (a − b)(a + b)）：v0 + {v0Final} = v1 + {v1Final}。于是 {v1Final} = v0 + {v0Final} − v1；把它代入动量守恒式，解出 {v0Final}。',
      },
      'shorten-vxtotal': {
        title: '简化成 vxTotal 的写法',
        task: '编辑器从第 2 课的长公式（两行）开始。保留第一行，按本章的写法写出 {v1Final}：由 vxTotal（相对速度 v0 − v1）和 {v0Final} 做一次加法得到。',
        hint: '弹性碰撞把相对速度反向：{v1Final} − {v0Final} = v0 − v1。在 {v1Final} 之前单独用一行把 v0 − v1 命名为 vxTotal。',
      },
      'fix-sign': {
        title: '找出并改正原文里弄反的符号',
        task: '编辑器里是原文 001 的简化写法，其中有一个符号弄反了。先预测哪些核对会不通过，运行看看，再找到那一行并改正。',
        hint: '弹性碰撞之后 {v1Final} − {v0Final} 必须等于 v0 − v1：相对速度是反向，而不是保持不变。读一读给它命名的那一行。',
      },
      'never-stuck': {
        title: '写一个永远不会让球对粘连的分离',
        task: '修改 {separateNaive}，让二十个大球在 1200 帧里没有球对粘连（本章的 {absV} 修正也还会留下一些），并且每次碰撞之后都没有球对仍然重叠（生成的碰撞里有一次重叠 12 像素、接近速率只有 2 像素/帧）。',
        hint: '朴素分离把间隙拉开的是接近速率，而不是重叠量。沿连线把两个球按整个重叠量分开：球 0 向 −x，球 1 向 +x，两份加起来等于 {overlap}（各一半，或者让较轻的球移得更远）。',
      },
    },
  },
  errors: {
    syntax: '第 {line} 行，第 {column} 列：{message}',
    syntaxAfter: '在你的最后一行之后：{message}（是不是有括号没有闭合？）',
    runtime: '你的代码因 {name} 停止：{message}{at}（{inputs}）。',
    shape: {
      solve: '你的代码返回了{got}：它应该给 {first} 和 {second} 赋数值（或者返回 [{first}, {second}]）{at}。',
      turn: '你的 rotate() 返回了{got}：它应该返回一个由两个数值组成的对象 { x, y }{at}。',
      separation: '你的 {fn}() 返回了{got}：它应该返回 [{first}, {second}]，即两个球新的 x{at}。',
    },
    type: '{name} 应该是数值，但你的代码让它成了{got}{at}。',
    rejected: '你的代码启动的某个操作失败了：{message}',
    timeout:
      '你的代码运行了 {seconds} 秒还没有结束，已被停止{at}。是不是有一个永远不会结束的循环，或者一个不停变大的数组？',
    stopped: '运行你的代码的沙箱没有回应。请再按一次“运行”。',
  },
  got: {
    undefined: '未定义的值',
    string: '文本',
    boolean: '布尔值',
    object: '一个对象',
    array: '一个数组',
    null: '空值',
    number: '一个数值',
    function: '一个函数',
    bigint: '一个大整数',
    symbol: '一个符号值',
  },
} as const satisfies Messages['editor'];
