// The Khronos glTF validator ships without types; the part the tests use.
declare module 'gltf-validator' {
  export interface ValidationMessage {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
  }
  export interface ValidationReport {
    issues: {
      numErrors: number;
      numWarnings: number;
      numInfos: number;
      numHints: number;
      messages: ValidationMessage[];
    };
    info?: {
      drawCallCount?: number;
      totalVertexCount?: number;
      totalTriangleCount?: number;
      materialCount?: number;
      hasTextures?: boolean;
    };
  }
  export function validateBytes(
    data: Uint8Array,
    options?: { maxIssues?: number; ignoredIssues?: string[] },
  ): Promise<ValidationReport>;
}
