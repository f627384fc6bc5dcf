package tidewell.reminders.callquarry

object Paths:
  val ContactLists = "contact-lists"
  def contactList(id: String) = s"contact-lists/$id"
  def contacts(id: String) = s"contact-lists/$id/contacts"
  def contact(id: String, phone: String) = s"contact-lists/$id/contacts/$phone"

object HeaderNames:
  val Key = "X-Api-Key"
  val ActingUser = "X-User-Id"
  val LegacySignature = "X-Callquarry-Signature"
