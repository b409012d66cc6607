/**
 * Every published page the catalogue's facts come from, by id, as the content files write them
 * (content/sources.yaml for the sources several waterfalls cite, each waterfall's file for its
 * own).
 */
import type { SourceId, SourceRegistry } from './authored-schema'
import { CONTENT } from './content'

export type { SourceId }
export const SOURCES: SourceRegistry = CONTENT.sources
