package filters

import akka.stream.Materializer
import javax.inject.Inject
import play.api.mvc._
import scala.concurrent.{ExecutionContext, Future}

/** Our admin UI forwards the signed-in user as X-User-Email; we log it for the audit trail. */
class ActingUserFilter @Inject() (implicit val mat: Materializer, ec: ExecutionContext) extends Filter {
  override def apply(next: RequestHeader => Future[Result])(rh: RequestHeader): Future[Result] = {
    val user = rh.headers.get("X-User-Email").orElse(rh.headers.get("X-User-Id"))
    if (rh.path.startsWith("/admin") && user.isEmpty)
      Future.successful(Results.BadRequest("""{"error":"missing user"}""").as("application/json"))
    else next(rh).map(_.withHeaders("X-Audited-User" -> user.getOrElse("anonymous")))
  }
}
