package controllers

import filters.ActingUserFilter.ActingUserAttr
import javax.inject.{Inject, Singleton}
import play.api.libs.json._
import play.api.mvc._
import services.ringvale.{NewContact, RingvaleClient, RingvaleError}
import scala.concurrent.{ExecutionContext, Future}

/** Our own /api/contact-lists endpoints used by agent-ui; they proxy to the dialer. */
@Singleton
class CampaignController @Inject() (cc: ControllerComponents, ringvale: RingvaleClient)(implicit ec: ExecutionContext)
    extends AbstractController(cc) {

  private def agentEmail(req: RequestHeader): Option[String] = req.attrs.get(ActingUserAttr)

  private def toResult(err: RingvaleError): Result = err match {
    case RingvaleError.ListNotFound(id)       => NotFound(Json.obj("error" -> s"contact list $id not found"))
    case RingvaleError.UnknownAgent(_)        => Forbidden(Json.obj("error" -> "user not found"))
    case RingvaleError.IdentityProviderDown   => ServiceUnavailable(Json.obj("error" -> "dialer temporarily unavailable"))
    case RingvaleError.ApiDisabled            => ServiceUnavailable(Json.obj("error" -> "dialer disabled"))
    case RingvaleError.RateLimited            => TooManyRequests(Json.obj("error" -> "slow down"))
    case RingvaleError.Validation(details)    => BadRequest(Json.obj("error" -> "invalid", "details" -> details))
    case other                                => BadGateway(Json.obj("error" -> other.message))
  }

  def lists: Action[AnyContent] = Action.async { req =>
    ringvale.listContactLists(agentEmail(req)).map(_.fold(toResult, ls => Ok(Json.toJson(ls))))
  }

  def show(id: String): Action[AnyContent] = Action.async { req =>
    ringvale.getContactList(id, agentEmail(req)).map(_.fold(toResult, l => Ok(Json.toJson(l))))
  }

  def create: Action[JsValue] = Action.async(parse.json) { req =>
    (req.body \ "name").asOpt[String] match {
      case Some(name) if name.trim.nonEmpty =>
        ringvale.createContactList(name.trim, agentEmail(req)).map(_.fold(toResult, l => Created(Json.toJson(l))))
      case _ => Future.successful(BadRequest(Json.obj("error" -> "name is required")))
    }
  }

  def addContacts(id: String): Action[JsValue] = Action.async(parse.json) { req =>
    req.body.validate[Seq[NewContact]] match {
      case JsSuccess(contacts, _) =>
        ringvale.appendContacts(id, contacts, agentEmail(req)).map(_.fold(toResult, n => Ok(Json.obj("added" -> n))))
      case JsError(errs) =>
        Future.successful(BadRequest(Json.obj("error" -> "invalid contacts", "details" -> JsError.toJson(errs))))
    }
  }

  def removeContact(id: String, phone: String): Action[AnyContent] = Action.async { req =>
    ringvale.removeContact(id, phone, agentEmail(req)).map(_.fold(toResult, _ => NoContent))
  }
}
