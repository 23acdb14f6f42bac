import { Button, Group, Modal } from '@mantine/core';
import { RejectionInputs, type RejectionValue, rejectionComplete } from './rejection-inputs';

export interface RejectDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The reject button's label, also the dialog's title. */
  label: string;
  cancelLabel: string;
  /** The reason's label and help, as the author of the record will read it. */
  reason: { label: string; description: string };
  value: RejectionValue;
  onChange: (value: RejectionValue) => void;
  running: boolean;
  onReject: () => void;
}

/** Asks for a rejection's kind and reason; rejecting is possible once both are given. */
export function RejectDialog(props: RejectDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.label} centered>
      <RejectionInputs reason={props.reason} value={props.value} onChange={props.onChange} />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose} disabled={props.running}>
          {props.cancelLabel}
        </Button>
        <Button
          color="red"
          loading={props.running}
          disabled={!rejectionComplete(props.value)}
          onClick={props.onReject}
        >
          {props.label}
        </Button>
      </Group>
    </Modal>
  );
}
