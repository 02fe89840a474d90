// 课堂小缺口的界面文字（简体中文）：已粘合成一体的球不能在“如果……会怎样？”中拆开重放，以及课程中一幅图的分享对话框。
import type { Messages } from './en';

export const room = {
  problems: {
    joined: 'ball{ball} 和 ball{other} 在这一帧已经粘合成一体：重放无法把它们分开，所以必须开启粘合。',
  },
  shareFigure: '分享这幅图',
} as const satisfies Messages['room'];
