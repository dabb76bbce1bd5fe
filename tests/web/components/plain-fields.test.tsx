// The public forms' fields are drawn as plain elements with Mantine's class names and its props' styles
// (decision 0075): the same markup as Mantine's TextInput, Textarea and NativeSelect, state by state, so
// Mantine's stylesheet draws both alike. A Mantine upgrade that changes an element, a class, a data attribute, a
// style or what describes the input fails here before it changes a form's look.
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainSelect, PlainTextarea, PlainTextInput } from '../../../src/components/plain-field/plain-fields';
import { renderHtml, shape } from '../../support/dom/mantine-markup';
import { renderWithTheme } from '../../support/dom/render';

const same = (plain: ReactNode, mantine: ReactNode) =>
  expect(shape(renderHtml(plain))).toEqual(shape(renderHtml(mantine)));
const noop = () => {};
const OPTIONS = ['Telangana', 'Karnataka'];
const options = (placeholder: string) => [
  <option key="" value="" disabled>
    {placeholder}
  </option>,
  ...OPTIONS.map((option) => (
    <option key={option} value={option}>
      {option}
    </option>
  )),
];

describe('PlainTextInput', () => {
  it('draws what TextInput drew: required, with its type and autocomplete', () => {
    same(
      <PlainTextInput label="E-mail" type="email" required autoComplete="email" value="" onChange={noop} />,
      <TextInput label="E-mail" type="email" required autoComplete="email" value="" onChange={noop} />,
    );
  });

  it('draws what TextInput drew: a description and an error, both describing the input', () => {
    const props = {
      label: 'Phone',
      description: 'Optional. With its country code.',
      error: 'Please use +91 or +44.',
      type: 'tel',
      placeholder: '+91 98765 43210',
      value: '98765',
      onChange: noop,
    };
    same(<PlainTextInput {...props} />, <TextInput {...props} />);
  });

  it('draws what TextInput drew: marked invalid without a message', () => {
    same(
      <PlainTextInput label="Full name" error value="" onChange={noop} />,
      <TextInput label="Full name" error value="" onChange={noop} />,
    );
  });

  it('hands the form’s props to its input, named by its label and described by its error', () => {
    renderWithTheme(
      <PlainTextInput
        label="Full name"
        data-path="name"
        error="Please enter your full name."
        value=""
        onChange={noop}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('data-path', 'name');
    expect(input).toHaveAccessibleDescription('Please enter your full name.');
    expect(input).toBeInvalid();
  });
});

describe('PlainTextarea', () => {
  it('draws what Textarea drew: rows, a vertical resize, a length limit and an error', () => {
    const props = {
      label: 'Message',
      required: true,
      rows: 5,
      maxLength: 4000,
      error: 'At least 10 characters.',
      description: 'What would you like to talk about?',
      value: '',
      onChange: noop,
    };
    same(<PlainTextarea resize="vertical" {...props} />, <Textarea resize="vertical" {...props} />);
  });
});

describe('PlainSelect', () => {
  it.each([
    ['required, with its chevron and a placeholder option', { label: 'State', required: true }],
    [
      'disabled, with an error its chevron shows too',
      { label: 'City', disabled: true, error: 'Please choose a city.' },
    ],
  ])('draws what NativeSelect drew: %s', (_, props) => {
    same(
      <PlainSelect {...props} value="" onChange={noop}>
        {options('Choose one')}
      </PlainSelect>,
      <NativeSelect
        {...props}
        value=""
        onChange={noop}
        data={[{ value: '', label: 'Choose one', disabled: true }, ...OPTIONS]}
      />,
    );
  });

  it('keeps a class of its own beside Mantine’s', () => {
    render(
      <PlainSelect label="State" selectClassName="picker" value="" onChange={noop}>
        {options('Choose your state')}
      </PlainSelect>,
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveClass('picker');
  });
});
