package northwind.campaigns

import zio.*

object ContactListSync:
  private val retryPolicy =
    Schedule.recurWhile[SyncError](_.transient) && Schedule.exponential(1.second) && Schedule.recurs(5)

  def syncOne(listId: String, phones: List[String]): ZIO[RinglaneService, SyncError, Unit] =
    ZIO.serviceWithZIO[RinglaneService](_.append(listId, phones))
      .retry(retryPolicy)
      .tapError {
        case SyncError.RinglaneDisabled => ZIO.logWarning("Ringlane API switched off on their side; skipping run")
        case e => ZIO.logError(s"sync of $listId failed: $e")
      }
