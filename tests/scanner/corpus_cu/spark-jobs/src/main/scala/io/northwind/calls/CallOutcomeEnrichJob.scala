package io.northwind.calls

import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions._

/** Joins landed call events with CRM accounts. Pure Spark, no API calls. */
object CallOutcomeEnrichJob {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().appName("call-outcome-enrich").getOrCreate()
    val events = spark.read.json("s3://northwind-landing/ringlane/call_events/")
    val accounts = spark.read.parquet("s3://northwind-lake/warehouse/crm/accounts")

    val outcomes = events
      .withColumn("status_code", col("http_status").cast("int"))
      .withColumn("is_error", col("status_code") >= 500)
      .withColumn("contact_list_id", col("payload.contact_list_id"))
      .join(accounts, events("payload.account_id") === accounts("account_id"), "left")
      .select("call_id", "contact_list_id", "account_id", "disposition", "duration_s", "is_error")

    outcomes.write.mode("overwrite").parquet("s3://northwind-lake/warehouse/ringlane/call_outcomes")
    spark.stop()
  }
}
