// 播放中的图示的读数说什么（中文）。{name} 是图示的标题；{count}、{width}、{height} 都是整数。
import type { Messages } from './en';

export const readouts = {
  playing: '{name}：{width} × {height} 的舞台上有 {count} 个球，正在播放。当前是第几帧，请看帧计数器。',
} as const satisfies Messages['readouts'];
