import type { ResultOf } from 'gql.tada';
import { graphql } from '@/core/client/graphql/public-graphql';

import { SHORTLIST_FAMILY_FIELDS } from './shortlist-family.query';

const TRACKER_SCHOOL_FIELDS = graphql(`
  fragment TrackerSchoolFields on ShortlistSchool {
    _id
    name
    city
    countryName
    countrySlug
    note
    status
    statusOn
    steps {
      status
      on
    }
    intakes {
      name
      opensOn
      deadline
      deadlineChanged
      previousDeadline
    }
    changedBy {
      _id
      name
    }
    changedAt
  }
`);

/** The signed-in parent's shortlist with where they are with each school, and their settings. */
export const TRACKER_QUERY = graphql(
  `
  query shortlistTracker {
    shortlist {
      items {
        ...TrackerSchoolFields
      }
    }
    shortlistTracker {
      reminderDays
      calendarUrl
    }
    shortlistFamily {
      ...ShortlistFamilyFields
    }
  }
`,
  [TRACKER_SCHOOL_FIELDS, SHORTLIST_FAMILY_FIELDS],
);

export type TrackerSchool = NonNullable<ResultOf<typeof TRACKER_QUERY>['shortlist']>['items'][number];

export const SET_SHORTLIST_STATUS = graphql(
  `
  mutation setShortlistStatus($schoolId: ID!, $status: String!, $statusOn: String) {
    result: setShortlistStatus(schoolId: $schoolId, status: $status, statusOn: $statusOn) {
      success
      code
      field
      item {
        items {
          ...TrackerSchoolFields
        }
      }
    }
  }
`,
  [TRACKER_SCHOOL_FIELDS],
);

export const ACKNOWLEDGE_DEADLINES = graphql(
  `
  mutation acknowledgeShortlistDeadlines($schoolId: ID!) {
    result: acknowledgeShortlistDeadlines(schoolId: $schoolId) {
      success
      code
      item {
        items {
          ...TrackerSchoolFields
        }
      }
    }
  }
`,
  [TRACKER_SCHOOL_FIELDS],
);

export const SET_NOTE = graphql(
  `
  mutation setTrackerNote($schoolId: ID!, $note: String!) {
    result: setShortlistNote(schoolId: $schoolId, note: $note) {
      success
      code
      item {
        items {
          ...TrackerSchoolFields
        }
      }
    }
  }
`,
  [TRACKER_SCHOOL_FIELDS],
);

export const SET_REMINDERS = graphql(`
  mutation setShortlistReminders($days: Int) {
    result: setShortlistReminders(days: $days) { success code item { reminderDays calendarUrl } }
  }
`);

export const RENEW_CALENDAR = graphql(`
  mutation renewShortlistCalendar {
    result: renewShortlistCalendar { success code item { reminderDays calendarUrl } }
  }
`);
