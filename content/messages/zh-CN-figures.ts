// Interface strings of the figures that bring the last source systems to life: CH5EX7's predicted
// positions (lesson 6), source 004's Separate button (lesson 7) and its restart (lesson 6), Chinese.
import type { Messages } from './en';

export const figures = {
  restart: {
    rule: '当两个球在每个轴上的速度都不超过 {below} 像素/帧时重新开始，与资料 004 的演示相同。',
    count: '已重新开始 {count} 次。',
  },
  frameOrder: {
    chapter: '先移动，再检测（本章的帧循环）',
    chapterCode: 'x += vx；墙壁；每一对球：沿球心连线推开',
    predicted: 'update → testWalls → collide → render（CH5EX7）',
    predictedCode: 'nextx = x + vx；墙壁；每一对球：nextx += 新的 vx',
    collisions: '目前的碰撞次数',
    firstAt: '{count}（首次在第 {frame} 帧）',
    overlapNow: '本帧结束时的重叠量',
    overlapFrames: '结束时仍重叠的帧数',
    verdictStuck: '粘连在一起：这对球有 {frames} 帧在结束时仍重叠。',
    verdictApart: '还没有哪一帧在结束时这对球仍重叠。',
    verdictOverlapping: '这对球有 {frames} 帧在结束时仍重叠。',
    alt: '{side}，第 {frame} 帧：ball0 位于 ({x0}, {y0})，ball1 位于 ({x1}, {y1})；重叠量 {overlap} 像素。',
  },
  frameOrderCrowd: {
    stuckNow: '此刻粘连的球对（连续重叠 10 帧或更多）',
    mostStuck: '到目前为止同时粘连最多的球对数',
    alt: '{side}，第 {frame} 帧：{balls} 个球，{stuck} 对粘连。',
  },
  separate: {
    heavy: 'ball0（重球）',
    light: 'ball1（轻球）',
    radius: '按半径分配（资料 004）',
    inverseMass: '按质量倒数分配（本站）',
    separate: '分离',
    startAgain: '重新开始',
    ballToMove: '方向键移动的球',
    keys: '拖动一个球；或让一幅图获得焦点，再用方向键移动所选的球（按住 Shift：每步 10 像素）。然后按“分离”。',
    overlap: '当前重叠量：{overlap} 像素。',
    apart: '两球没有重叠：把一个球拖进另一个球里。',
    moved: '{ball}：半径 {radius}，质量 {mass}，移动了 {distance} 像素',
    notYet: '按“分离”，看每个球各移动多远。',
    alt: '{split}。{a}位于 ({ax}, {ay})，{b}位于 ({bx}, {by})。',
  },
} as const satisfies Messages['figures'];
