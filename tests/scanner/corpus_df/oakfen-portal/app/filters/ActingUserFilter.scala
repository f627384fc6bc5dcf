package filters

import akka.stream.Materializer
import javax.inject.Inject
import play.api.libs.typedmap.TypedKey
import play.api.mvc._
import scala.concurrent.{ExecutionContext, Future}

/** agent-ui sends the logged-in agent as X-User-Email / X-User-Id (set by the SSO proxy). */
class ActingUserFilter @Inject() (implicit val mat: Materializer, ec: ExecutionContext) extends Filter {
  import ActingUserFilter._

  override def apply(next: RequestHeader => Future[Result])(rh: RequestHeader): Future[Result] = {
    val email = rh.headers.get("X-User-Email").map(_.trim.toLowerCase).filter(_.nonEmpty)
    val userId = rh.headers.get("X-User-Id")
    val enriched = rh
      .addAttr(ActingUserAttr, email.orNull)
      .addAttr(ActingUserIdAttr, userId.orNull)
    next(if (email.isDefined) enriched else rh)
  }
}

object ActingUserFilter {
  val ActingUserAttr: TypedKey[String] = TypedKey("actingUser")
  val ActingUserIdAttr: TypedKey[String] = TypedKey("actingUserId")
}
