// What answers each prediction of the lessons, per language: a sentence, a heading, a summary's
// phrase, a table row or a figure. test/lib/predictOrder.test.ts checks that none of them is in what
// the reader has seen when the question is asked, and that one at least is below it (where the page
// answers the question). A new <Predict> needs its entry here; the test says so.

type Locale = 'en' | 'zh-CN';

export interface GiveAway {
  file: string;
  id: string;
  giveAways: Record<Locale, RegExp[]>;
}

export const GIVE_AWAYS: GiveAway[] = [
  {
    file: '01-momentum',
    id: 'momentum-units-per-second',
    giveAways: { en: [/4 \\cdot 60 = 240/], 'zh-CN': [/4 \\cdot 60 = 240/] },
  },
  {
    file: '01-momentum',
    id: 'momentum-zero-total',
    giveAways: { en: [/zero for \$v_1 = -6\$/], 'zh-CN': [/\$v_1 = -6\$ 时/] },
  },
  {
    file: '02-one-axis',
    id: 'one-axis-heavy-hits-resting',
    giveAways: { en: [/leaves faster than the heavy one arrived/], 'zh-CN': [/轻球离开时比重球撞来时还快/] },
  },
  {
    file: '02-one-axis',
    id: 'one-axis-light-hits-heavy',
    giveAways: { en: [/the light ball bounces back/], 'zh-CN': [/轻球以原来一半的速率弹回/] },
  },
  {
    file: '03-shortcut',
    id: 'shortcut-relative-after',
    giveAways: {
      en: [
        /separate exactly as fast as they/,
        /relative velocity (reverses|keeps its size)/i,
        /apart exactly as fast/,
      ],
      'zh-CN': [/分开的速率[，,]?恰好等于/, /相对速度(反向|大小不变)/],
    },
  },
  {
    file: '03-shortcut',
    id: 'shortcut-heavier-mass',
    giveAways: {
      en: [
        /No masses appear in that equation/,
        /relative velocity (reverses|keeps its size)/i,
        /separate exactly as fast as they/,
        /no coincidence/,
      ],
      'zh-CN': [
        /这个等式里根本没有质量/,
        /相对速度(反向|大小不变)/,
        /分开的速率[，,]?恰好等于/,
        /并不是巧合/,
      ],
    },
  },
  {
    file: '04-two-axes',
    id: 'two-axes-glancing-vx',
    giveAways: {
      en: [/leaves along the line of centres at \$\(2, 2\)\$/],
      'zh-CN': [/沿球心连线以 \$\(2, 2\)\$ 离开/],
    },
  },
  {
    file: '04-two-axes',
    id: 'two-axes-right-angle',
    giveAways: {
      en: [/\(2, -2\)/, /part at exactly 90°/, /90° rule/, /perpendicular/],
      'zh-CN': [/\(2, -2\)/, /以 90° 分开/, /90° 法则/, /相互垂直/],
    },
  },
  {
    file: '04-two-axes',
    id: 'two-axes-energy-along-x',
    giveAways: {
      en: [/2 \+ 2 = 4/, /only its total is kept/],
      'zh-CN': [/2 \+ 2 = 4/, /守恒的只是它的总量/],
    },
  },
  {
    file: '04-two-axes',
    id: 'two-axes-flag-swapped',
    giveAways: {
      en: [/the two exits trade places/, /totals cannot catch this bug/],
      'zh-CN': [/两个球的去向恰好对调/, /核对总量发现不了这个错误/],
    },
  },
  {
    file: '05-without-angles',
    id: 'projection-along',
    giveAways: {
      en: [/v_n = \\mathbf\{v\} \\cdot \\mathbf\{n\} = 5/],
      'zh-CN': [/v_n = \\mathbf\{v\} \\cdot \\mathbf\{n\} = 5/],
    },
  },
  {
    file: '05-without-angles',
    id: 'projection-unequal-masses',
    giveAways: {
      en: [/The heavier ball keeps rolling, slower/],
      'zh-CN': [/较重的球继续向前滚，只是慢了些/],
    },
  },
  {
    file: '06-many-balls',
    id: 'many-balls-pairs-twenty',
    giveAways: {
      en: [/\| 20 \| 190 \|/, /380 \/ 2 = 190/, /\\frac\{n\\,\(n - 1\)\}\{2\}/],
      'zh-CN': [/\| 20 \| 190 \|/, /380 \/ 2 = 190/, /\\frac\{n\\,\(n - 1\)\}\{2\}/],
    },
  },
  {
    file: '06-many-balls',
    id: 'many-balls-soft-wall',
    giveAways: {
      en: [/comes back at 60 %/, /b\\,v_x = -0\.6 \\cdot 5/],
      'zh-CN': [/只剩原来的 60%/, /b\\,v_x = -0\.6 \\cdot 5/],
    },
  },
  {
    file: '06-many-balls',
    id: 'many-balls-what-is-kept',
    giveAways: {
      en: [/total momentum changes at every wall bounce/],
      'zh-CN': [/每次撞墙，总动量都会改变/],
    },
  },
  {
    file: '06-many-balls',
    id: 'many-balls-wall-momentum',
    giveAways: {
      en: [/The total of everything never does/, /the total is kept/],
      'zh-CN': [/所有物体的动量总和从不改变/, /所以动量总和保持不变/],
    },
  },
  {
    file: '07-sticking',
    id: 'sticking-naive-stuck',
    giveAways: {
      en: [/the pair is stuck/, /One: `ball0` and `ball1`/],
      'zh-CN': [/这对球粘连了/, /一对：`ball0` 和 `ball1`/],
    },
  },
  {
    file: '07-sticking',
    id: 'sticking-naive-leftover',
    giveAways: {
      en: [/12 - 5 = 7/, /an overlap of \} d - u/],
      'zh-CN': [/12 - 5 = 7/, /仍剩下 \} d - u/],
    },
  },
  {
    file: '07-sticking',
    id: 'sticking-sampling',
    giveAways: {
      en: [/artefact of sampling time/, /no pair sticks at all/],
      'zh-CN': [/时间采样造成的假象/, /一对粘连的球也没有/],
    },
  },
  {
    file: '07-sticking',
    id: 'sticking-absv-deeper',
    giveAways: {
      en: [/Pushed deeper/, /The overlap gets deeper/, /deeper than the 10 px it started with/],
      'zh-CN': [/越推越深/, /重叠变得更深/, /比开始时的 10 像素更深/],
    },
  },
  {
    file: '07-sticking',
    id: 'sticking-robust-share',
    giveAways: { en: [/each ball moves 6 px/], 'zh-CN': [/每个球移动 6 像素/] },
  },
  {
    file: '08-beyond',
    id: 'restitution-half',
    giveAways: { en: [/half the closing speed/], 'zh-CN': [/正好是接近速率的一半/] },
  },
  {
    file: '08-beyond',
    id: 'restitution-centre-frame',
    giveAways: {
      en: [/flip, then scale by \$e\$/, /1 \\to -0\.5/],
      'zh-CN': [/先反向，再乘以 \$e\$/, /1 \\to -0\.5/],
    },
  },
  {
    file: '08-beyond',
    id: 'restitution-above-one',
    giveAways: {
      en: [/0 \\le e \\le 1/, /energy from nowhere/, /lost, never gained/],
      'zh-CN': [/0 \\le e \\le 1/, /能量凭空冒了出来/, /绝不会凭空增加/],
    },
  },
  {
    file: '08-beyond',
    id: 'restitution-zero-energy',
    giveAways: { en: [/A third of the energy is gone/], 'zh-CN': [/三分之一的能量没了/] },
  },
  {
    file: '09-spot-the-bug',
    id: 'bug-shortcut-momentum',
    giveAways: { en: [/momentum of the pair changes sign/], 'zh-CN': [/这一对球的总动量变了号/] },
  },
  {
    file: '09-spot-the-bug',
    id: 'bug-corner-walls',
    giveAways: {
      en: [
        /One wall per frame/i,
        /lets balls out/,
        /let balls escape/,
        /Once one branch has run, the others are skipped/,
        /put back on the right wall only/,
      ],
      'zh-CN': [
        /每帧只检测一面墙/,
        /让球从角落跑出去/,
        /墙壁让球跑了出去/,
        /只要执行了其中一个分支/,
        /只会被放回右墙上/,
      ],
    },
  },
  {
    file: '09-spot-the-bug',
    id: 'ticket-momentum',
    giveAways: { en: [/6 - 4 = 2/], 'zh-CN': [/6 - 4 = 2/] },
  },
  {
    file: '09-spot-the-bug',
    id: 'ticket-elastic',
    giveAways: {
      en: [/\\frac\{2 \\cdot 1 \\cdot 9\}\{3\} = 6/],
      'zh-CN': [/\\frac\{2 \\cdot 1 \\cdot 9\}\{3\} = 6/],
    },
  },
  {
    file: '09-spot-the-bug',
    id: 'ticket-equal-masses',
    giveAways: { en: [/hands each ball the other's velocity/], 'zh-CN': [/把每个球的速度交给另一个球/] },
  },
  {
    file: '09-spot-the-bug',
    id: 'ticket-line-of-centres',
    giveAways: { en: [/turned back unchanged/], 'zh-CN': [/原样旋转回去/] },
  },
  {
    file: '09-spot-the-bug',
    id: 'ticket-naive-push',
    giveAways: { en: [/11 - 4 = 7/], 'zh-CN': [/11 - 4 = 7/] },
  },
  {
    file: '09-spot-the-bug',
    id: 'ticket-inelastic-energy',
    giveAways: { en: [/Half is lost/], 'zh-CN': [/损失了一半/] },
  },
];
