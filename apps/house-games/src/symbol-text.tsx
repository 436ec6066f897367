/** A symbol that is a word or a figure: centred text in the symbol's colours. */
export function SymbolText(props: {
  y: number;
  size: number;
  fill: string;
  stroke?: string;
  font: string;
  children: string;
}) {
  return (
    <text
      x="32"
      y={props.y}
      textAnchor="middle"
      fontSize={props.size}
      fontWeight="900"
      fill={props.fill}
      stroke={props.stroke}
      strokeWidth={props.stroke ? 2 : undefined}
      fontFamily={props.font}
    >
      {props.children}
    </text>
  );
}
