// 离线使用、从文件夹打开的副本、打印与保存图片（简体中文）。
export const offline = {
  updateReady: '本站有新版本可用。',
  reload: '重新载入',
  fromFolder:
    '你正在阅读从文件夹打开的副本：这里的每一课和每个图都能使用。复制的链接指向这台电脑，而不是网上。',
  keptLanguage: '本语言的课程已保存在这台设备上：没有网络也能打开。',
  keptNone: '你打开过的页面已保存在这台设备上：没有网络也能再次打开。',
  keptAll: '整个网站已保存在这台设备上：没有网络也能打开每一页。',
  keepAll: '保存整个网站以便离线使用（还需 {size} 兆字节）',
  keeping: '正在保存整个网站以便离线使用……',
  saveImage: '保存图片',
  printCollision: '打印这次碰撞',
} as const;
