/**
 * Help articles are plain text (server contract): paragraphs split by blank lines, list items
 * starting with "- ". Rendered as elements, never as HTML, so content cannot inject markup.
 */
export type ArticleBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

export function parseArticle(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const chunk of content.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length) blocks.push({ kind: 'ul', items: list });
      list = [];
    };
    for (const line of lines) {
      if (line.startsWith('- ')) {
        flushParagraph();
        list.push(line.slice(2).trim());
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

export function ArticleContent({ content }: { content: string }) {
  return (
    <div className="article">
      {parseArticle(content).map((block, i) =>
        block.kind === 'p' ? (
          <p key={i}>{block.text}</p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
