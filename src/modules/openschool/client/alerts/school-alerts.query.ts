import { graphql } from '@/core/client/graphql/public-graphql';

export const SCHOOL_ALERTS_QUERY = graphql('query schoolAlerts { schoolAlerts { enabled } }');

export const SET_SCHOOL_ALERTS = graphql(`
  mutation setSchoolAlerts($enabled: Boolean!) {
    result: setSchoolAlerts(enabled: $enabled) { success code item { enabled } }
  }
`);
