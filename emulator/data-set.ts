/** The (business, test-or-live) scope every record, read and event belongs to. */
export interface DataSet {
  businessId: string;
  livemode: boolean;
}

export const livemodeFlag = (dataSet: DataSet): number => (dataSet.livemode ? 1 : 0);
