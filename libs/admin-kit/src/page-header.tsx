import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The page's one <h1> (sized like a section title: the layout frames it) and its actions. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap="middle">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {title}
      </Typography.Title>
      {actions ? (
        <Flex gap="small" wrap>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
