// COPY … FROM STDIN with the plain `pg` client, which speaks the protocol but ships no helper for it:
// a "submittable" query (pg's extension point, the one pg-copy-streams uses) answers the server's
// CopyInResponse by writing CopyData messages, then CopyDone. Enough for the bench's baseline.
import type pg from 'pg'

interface CopyConnection extends pg.Connection {
  sendCopyFromChunk(chunk: Buffer): void
  endCopyFrom(): void
  sendCopyFail(message: string): void
}

class CopyFrom {
  rowCount = 0
  private failed: Error | undefined
  constructor(
    private readonly text: string,
    private readonly chunks: Iterable<Buffer>,
    private readonly settle: (err: Error | undefined, rows: number) => void,
  ) {}

  submit(connection: pg.Connection) {
    connection.query(this.text)
  }

  async handleCopyInResponse(connection: CopyConnection) {
    const stream = connection.stream as pg.Connection['stream'] & { writableNeedDrain?: boolean }
    for (const chunk of this.chunks) {
      // after an error the server discards data until CopyDone, which still has to be sent
      if (this.failed) break
      connection.sendCopyFromChunk(chunk)
      if (stream.writableNeedDrain) await new Promise((r) => stream.once('drain', r))
    }
    connection.endCopyFrom()
  }

  handleCommandComplete(msg: { text?: string }) {
    this.rowCount = Number(/COPY (\d+)/.exec(msg.text ?? '')?.[1] ?? 0)
  }

  // pg drops the query on an error, so ReadyForQuery will not reach it: settle now
  handleError(err: Error) {
    this.failed ??= err
    this.settle(err, 0)
  }

  handleReadyForQuery() {
    if (!this.failed) this.settle(undefined, this.rowCount)
  }

  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}

/** Streams `chunks` (CSV or text format, as `statement` says) into `COPY … FROM STDIN`; answers the row count */
export function copyFrom(client: pg.Client, statement: string, chunks: Iterable<Buffer>) {
  return new Promise<number>((resolve, reject) => {
    client.query(new CopyFrom(statement, chunks, (err, rows) => (err ? reject(err) : resolve(rows))) as unknown as pg.Submittable)
  })
}
