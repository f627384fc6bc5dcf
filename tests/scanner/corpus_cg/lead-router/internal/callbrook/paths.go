package callbrook

const (
	legacyAPIPrefix = "/api/public/v1"
	v2APIPrefix     = "/api/public/v2"

	pathContactLists     = "/contact-lists"
	pathContactListByID  = "/contact-lists/%s"
	pathAppendContacts   = "/contact-lists/%s/contacts"
	pathAudienceMembers  = "/audiences/%s/members"
)
