/** What the panels show about elements: plain data, the API contract's (element-data.ts). */
export type {
  ElementIndex,
  ElementProperties,
  PropertyGroup,
  PropertyValue,
  SpatialStep,
  TreeNode,
  Unit,
} from '@/api/contract/element-data';
