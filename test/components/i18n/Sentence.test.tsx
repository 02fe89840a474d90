// A sentence with a link inside it is worded whole by each locale: the link goes where the template
// puts it, and the words around it stay the locale's.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Sentence } from '@/components/i18n/Sentence';
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';

const link = (text: string) => <a href="/lessons/sticking/">{text}</a>;

describe('Sentence', () => {
  it('puts each part where the template names it, in either locale', () => {
    const english = renderToStaticMarkup(
      <Sentence template={en.comparePage.lesson} parts={{ link: link(en.comparePage.lessonLink) }} />,
    );
    expect(english).toBe(
      'Why balls stick, and how each way of separating tries to stop it: <a href="/lessons/sticking/">lesson 7, Sticking</a>.',
    );
    const chinese = renderToStaticMarkup(
      <Sentence template={zhCN.comparePage.lesson} parts={{ link: link(zhCN.comparePage.lessonLink) }} />,
    );
    expect(chinese).toBe(
      '球为什么会粘连，各种分离方式又如何设法阻止：<a href="/lessons/sticking/">第 7 课：粘连</a>。',
    );
  });

  it('leaves a placeholder without a part as written', () => {
    expect(renderToStaticMarkup(<Sentence template="a {b} c" parts={{}} />)).toBe('a {b} c');
  });
});
