/**
 * An R2 bucket in memory for the mock world: the part of the R2 API that
 * worker/storage/receipts.ts uses (put, get, head, delete), with metadata kept like R2 keeps it.
 */
interface StoredObject {
  bytes: Uint8Array;
  httpMetadata: { contentType?: string };
  customMetadata: Record<string, string>;
  uploaded: Date;
}

type PutValue = ArrayBuffer | ArrayBufferView | string | Blob | null;

async function toBytes(value: PutValue): Promise<Uint8Array> {
  if (value === null) return new Uint8Array();
  if (typeof value === 'string') return new TextEncoder().encode(value);
  if (value instanceof ArrayBuffer) return new Uint8Array(value.slice(0));
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
  return new Uint8Array(await value.arrayBuffer());
}

function describe(key: string, object: StoredObject) {
  return {
    key,
    size: object.bytes.byteLength,
    uploaded: object.uploaded,
    httpMetadata: { ...object.httpMetadata },
    customMetadata: { ...object.customMetadata },
  };
}

export class MemoryR2 {
  private objects = new Map<string, StoredObject>();

  async put(
    key: string,
    value: PutValue,
    options: { httpMetadata?: { contentType?: string }; customMetadata?: Record<string, string> } = {},
  ) {
    const object: StoredObject = {
      bytes: await toBytes(value),
      httpMetadata: { ...options.httpMetadata },
      customMetadata: { ...options.customMetadata },
      uploaded: new Date(),
    };
    this.objects.set(key, object);
    return describe(key, object);
  }

  async head(key: string) {
    const object = this.objects.get(key);
    return object ? describe(key, object) : null;
  }

  async get(key: string) {
    const object = this.objects.get(key);
    if (!object) return null;
    const bytes = object.bytes.slice();
    return {
      ...describe(key, object),
      get body() {
        return new Blob([bytes]).stream();
      },
      arrayBuffer: async () => bytes.buffer,
      text: async () => new TextDecoder().decode(bytes),
    };
  }

  async delete(keys: string | string[]) {
    for (const key of Array.isArray(keys) ? keys : [keys]) this.objects.delete(key);
  }

  /** A copy of every object, to start each story or test from the same files. */
  snapshot(): Map<string, StoredObject> {
    return new Map(this.objects);
  }

  restore(snapshot: Map<string, StoredObject>) {
    this.objects = new Map(snapshot);
  }
}

export const asR2 = (bucket: MemoryR2) => bucket as unknown as R2Bucket;
