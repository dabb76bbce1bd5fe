// /admin/mail-templates: what candidates are told when their application enters each status
// (docs/decisions/0021), with the placeholders a template may use.
import '@mantine/core/styles/List.css';
import { Code, List, Text } from '@mantine/core';
import { useState } from 'react';
import { PLACEHOLDERS, type StageMailTemplate } from '#contracts/stage-mail-templates.ts';
import { AdminPage } from '../shared/admin-page';
import { saveStageMailTemplate } from './stage-mail-templates-api';
import { TemplateForm } from './template-form';

export function StageMailTemplatesPage({ templates: loaded }: { templates: StageMailTemplate[] }) {
  const [templates, setTemplates] = useState(loaded);
  const replace = (saved: StageMailTemplate) =>
    setTemplates((list) => list.map((entry) => (entry.statusCode === saved.statusCode ? saved : entry)));
  return (
    <AdminPage
      title="E-mail templates"
      description="What a candidate is told when their application is moved to each status. Write in markdown; these placeholders are filled in for each candidate:"
      back={{ to: '/admin/dashboard', label: 'Dashboard' }}
    >
      <List size="sm" spacing={2}>
        {Object.entries(PLACEHOLDERS).map(([name, meaning]) => (
          <List.Item key={name}>
            <Code>{`{{${name}}}`}</Code> <Text span>{meaning}</Text>
          </List.Item>
        ))}
      </List>
      {templates.map((entry) => (
        <TemplateForm
          key={entry.statusCode}
          entry={entry}
          onSave={(input) => saveStageMailTemplate(entry.statusCode, input)}
          onSaved={replace}
        />
      ))}
    </AdminPage>
  );
}
