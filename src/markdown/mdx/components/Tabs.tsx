import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { tabsBarHtml, type TabHeader } from '../../tabs-markup.js';
import { useMdxContext } from '../context.js';

export interface TabItemProps {
  /** Docusaurus: the tab's value (and label unless `label` is given). */
  value?: string;
  /** The tab's label; Starlight names tabs by label only. */
  label?: string;
  /** Docusaurus: the tab shown first. */
  default?: boolean;
  children?: ReactNode;
}

/** One tab's content; its header is written by the Tabs around it. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export interface TabsProps {
  /** Docusaurus: tab sets with the same groupId switch together, on this page and the next. */
  groupId?: string;
  /** Starlight's name for groupId. */
  syncKey?: string;
  /** Docusaurus: the value of the tab shown first. */
  defaultValue?: string;
  /** Docusaurus: headers given here instead of on each TabItem. */
  values?: { value: string; label?: string }[];
  children?: ReactNode;
}

/** Tabs that switch without JavaScript (radio buttons, see tabs-markup.ts); the runtime syncs and remembers them. */
export function Tabs({ groupId, syncKey, defaultValue, values, children }: TabsProps) {
  const context = useMdxContext();
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const headers: TabHeader[] = items.map((item, index) => {
    const value = item.props.value ?? item.props.label ?? String(index + 1);
    const label = item.props.label ?? values?.find((v) => v.value === value)?.label ?? value;
    return { value, label };
  });
  const chosen = defaultValue ?? items.find((item) => item.props.default)?.props.value;
  const checked = Math.max(
    0,
    headers.findIndex((h) => h.value === chosen),
  );
  const name = `tabs-${++context.tabSets}`;
  const group = groupId ?? syncKey;
  return (
    <div className="sp-tabs" data-group-id={group}>
      <div className="sp-tabs-bar" role="presentation" dangerouslySetInnerHTML={{ __html: tabsBarHtml(name, headers, checked) }} />
      {items.map((item, index) => (
        <div key={index} className="sp-tab-panel" data-value={headers[index].value}>
          {item}
        </div>
      ))}
    </div>
  );
}
