// 课文与“资料来源”页正文所需的界面文字（简体中文）。
export const prose = {
  scrollRegion: { table: '表格（可横向滚动）', formula: '公式（可横向滚动）' },
} as const;
