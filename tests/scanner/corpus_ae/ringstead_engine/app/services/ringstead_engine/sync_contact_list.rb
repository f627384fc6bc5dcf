module RingsteadEngine
  # Pushes the phone numbers of a CareTeam into its Ringstead contact list,
  # creating the list the first time.
  class SyncContactList
    Result = Struct.new(:list_id, :added, :skipped, keyword_init: true)

    def self.call(care_team, client: RingsteadEngine.client)
      new(care_team, client).call
    end

    def initialize(care_team, client)
      @care_team = care_team
      @client = client
    end

    def call
      list_id = @care_team.ringstead_list_id || create_list
      phones = @care_team.patients.active.pluck(:mobile_phone).compact.uniq
      phones.each_slice(200) { |batch| @client.append_contacts(list_id, batch) }
      Result.new(list_id: list_id, added: phones.size, skipped: 0)
    rescue RingsteadEngine::ListNotFound => e
      raise unless e.message == "contact list not found"
      @care_team.update!(ringstead_list_id: nil)
      retry
    end

    private

    def create_list
      list = @client.create_contact_list(name: "Care team #{@care_team.name}", owner_email: @care_team.lead.email)
      @care_team.update!(ringstead_list_id: list.fetch("id"))
      list.fetch("id")
    end
  end
end
