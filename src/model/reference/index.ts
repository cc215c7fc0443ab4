// API reference pages from the OpenAPI files named under `specs` in the config.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteConfig } from '../../config/site-config.js';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlSource } from '../../load/yaml-source.js';
import type { ReferencePage } from '../types.js';

export interface ReferenceInput {
  config: SiteConfig;
  siteDir: string;
  configSource?: YamlSource;
}

export async function buildReferencePages(input: ReferenceInput): Promise<{ pages: ReferencePage[]; diagnostics: Diagnostic[]; sources: Map<string, string> }> {
  const diagnostics: Diagnostic[] = [];
  input.config.specs.forEach((spec, index) => {
    const file = resolve(input.siteDir, spec.file);
    if (!existsSync(file)) {
      diagnostics.push(diagnostic('spec-not-found', 'error', `The OpenAPI file ${spec.file} of version "${spec.id}" does not exist`, input.configSource?.positionOf(['specs', index, 'file']), 'Fix the path under specs (it is relative to the config file).'));
    }
  });
  return { pages: [], diagnostics, sources: new Map() };
}
