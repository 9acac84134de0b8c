import { render, screen } from '@testing-library/react';
import { Alert, CheckboxField, TextField } from './form-fields';

describe('form fields', () => {
  it('labels the input and ties its errors to it', () => {
    render(
      <TextField label="E-mail" name="email" errors={['Required']} hint="We never share it" />,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Required');
  });

  it('is valid without errors', () => {
    render(<TextField label="Name" name="name" />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby');
  });

  it('labels checkboxes', () => {
    render(<CheckboxField label="Remember me" name="remember" />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
  });

  it('announces errors and shows other messages politely', () => {
    render(
      <>
        <Alert kind="error">Fields pending completion</Alert>
        <Alert kind="success" testId="done">
          Saved
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fields pending completion');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByTestId('done')).toHaveClass('bl-ui-alert--success');
  });
});
