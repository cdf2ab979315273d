import {
  DATA_SHARING_ADDENDUM_3P_ASSET,
  DATA_SHARING_ADDENDUM_ASSET,
  PRIVACY_POLICY_ASSET,
} from '@portal/contract/registration';

export type DocumentKind = 'terms' | 'dataSharingAddendum' | 'privacyPolicy';

/** Which kind of document an asset path names, for its label ('supplier-terms-and-conditions' -> terms). */
export function documentKind(assetPath: string): DocumentKind {
  if (assetPath === DATA_SHARING_ADDENDUM_ASSET || assetPath === DATA_SHARING_ADDENDUM_3P_ASSET)
    return 'dataSharingAddendum';
  if (assetPath === PRIVACY_POLICY_ASSET) return 'privacyPolicy';
  return 'terms';
}
