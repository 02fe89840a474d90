// 离线使用、从文件夹打开的副本、打印与保存图片（简体中文）。
export const offline = {
  updateReady: '本站有新版本可用。',
  reload: '重新载入',
  fromFolder:
    '你正在阅读从文件夹打开的副本：这里的每一课和每个图都能使用。复制的链接指向这台电脑，而不是网上。',
  saveImage: '保存图片',
  printCollision: '打印这次碰撞',
} as const;
