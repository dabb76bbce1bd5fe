// Markup drawn as plain elements with Mantine's class names and its props' styles (decisions 0064, 0069),
// compared with what Mantine's components drew: the same shape means Mantine's stylesheet draws both alike.
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '../../../src/lib/theme';

/**
 * Each element's tag, classes (Mantine's static `mantine-…` names left out: nothing styles them), data
 * attributes, style and text, which label names which input and what describes it. Ids differ by renderer, so
 * they are left out.
 */
export function shape(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  const nodes = [...element.querySelectorAll('*')].filter((node) => node.tagName !== 'STYLE');
  const position = (id: string | null) => nodes.findIndex((node) => id && node.id === id);
  return nodes.map((node) => ({
    tag: node.tagName,
    classes: [...node.classList].filter(
      (name) => !name.startsWith('mantine-') || name === 'mantine-focus-auto',
    ),
    attributes: [...node.attributes]
      .filter(({ name }) => !['class', 'id', 'for', 'aria-controls', 'aria-describedby'].includes(name))
      .map(({ name, value }) => `${name}=${name === 'style' ? declarations(value) : value}`)
      .sort(),
    text: node.childElementCount === 0 ? node.textContent : undefined,
    labels: node.getAttribute('for') ? position(node.getAttribute('for')) : undefined,
    controls: node.getAttribute('aria-controls') ? position(node.getAttribute('aria-controls')) : undefined,
    describedBy: node
      .getAttribute('aria-describedby')
      ?.split(/\s+/)
      .filter(Boolean)
      .map((id) => position(id)),
  }));
}

/** A style attribute's declarations as the server writes them, however the DOM spaced them. */
const declarations = (style: string) =>
  style
    .split(';')
    .map((declaration) => declaration.trim().replace(/:\s*/, ':'))
    .filter(Boolean)
    .join(';');

/** A node's server HTML inside the site's Mantine theme. */
export const renderHtml = (node: React.ReactNode) =>
  renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);
