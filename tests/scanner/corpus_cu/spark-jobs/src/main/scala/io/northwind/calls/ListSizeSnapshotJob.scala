package io.northwind.calls

import org.apache.spark.sql.{SaveMode, SparkSession}

/** Daily snapshot of Ringlane contact list sizes for the SDR capacity dashboard. */
object ListSizeSnapshotJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName("ringlane-list-size-snapshot").getOrCreate()
    import spark.implicits._

    val settings = RinglaneSettings.load()
    val client = new RinglaneClient(settings)
    val runDate = args.headOption.getOrElse(java.time.LocalDate.now.toString)

    val lists = client.listContactLists()
    lists
      .map(l => (l.id, l.name, l.size.getOrElse(0), runDate))
      .toDF("list_id", "list_name", "contact_count", "snapshot_date")
      .write
      .mode(SaveMode.Overwrite)
      .partitionBy("snapshot_date")
      .parquet("s3://northwind-lake/warehouse/ringlane/contact_list_sizes")

    spark.stop()
  }
}
