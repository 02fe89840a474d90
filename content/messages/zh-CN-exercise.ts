// Interface strings of the predict-then-run exercises and step-by-step reveals (Simplified Chinese).
import type { Messages } from './en';

export const exercise = {
  title: '先预测，再运行',
  prediction: '你的预测',
  unitHint: '（{unit}）',
  check: '核对',
  tolerance: '与答案相差不超过 ±{tolerance} 即算正确。',
  chooseFirst: '请先选择一个答案。',
  right: '正确。',
  wrong: '不太对。',
  youSaid: '你的答案是 {guess}。',
  answerIs: '正确答案是 {answer}。',
  tryAgain: '再仔细想一想，然后重新核对；下一次核对会显示答案。',
  run: '运行',
  hideRun: '收起运行',
  runTitle: '运行：{title}',
  runNote: '按“播放”，或一次前进一帧。每当两个球相碰，运行就会暂停。',
  runNoteNoPause: '按“播放”，或一次前进一帧。',
  mistakeRunNote: '按“播放”，或一次前进一帧。左边是资料中印出的代码，右边是修正后的代码，两边起点相同。',
  steps: {
    label: '逐步推导',
    previous: '上一步',
    next: '下一步',
    all: '显示全部步骤',
    again: '重新开始',
    progress: '第 {n} 步，共 {total} 步。',
  },
} as const satisfies Messages['exercise'];
