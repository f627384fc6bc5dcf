package controllers

import filters.ActingUserFilter.ActingUserAttr
import javax.inject.{Inject, Singleton}
import play.api.libs.json._
import play.api.mvc._
import repositories.LeadRepository
import scala.concurrent.ExecutionContext

@Singleton
class LeadsController @Inject() (cc: ControllerComponents, leads: LeadRepository)(implicit ec: ExecutionContext)
    extends AbstractController(cc) {

  def list(page: Int): Action[AnyContent] = Action.async {
    leads.page(page, 50).map(ls => Ok(Json.obj("data" -> ls, "page" -> page)))
  }

  def show(id: Long): Action[AnyContent] = Action.async {
    leads.find(id).map {
      case Some(lead) => Ok(Json.toJson(lead))
      case None       => NotFound(Json.obj("error" -> "lead not found"))
    }
  }

  def assign(id: Long): Action[AnyContent] = Action.async { req =>
    req.attrs.get(ActingUserAttr) match {
      case None => scala.concurrent.Future.successful(BadRequest(Json.obj("error" -> "missing X-User-Email")))
      case Some(email) =>
        leads.assign(id, email).map {
          case 0 => NotFound(Json.obj("error" -> "user not found"))
          case _ => NoContent
        }
    }
  }
}
