{
  title: 'Dialwave (Northpeak)',

  connection: {
    fields: [
      { name: 'api_key', label: 'Shared API key', control_type: 'password', optional: false },
      { name: 'acting_user_email', label: 'Acting user', hint: 'Dialwave login of the integration user' },
      { name: 'environment', control_type: 'select', pick_list: [%w[Production api], %w[Sandbox sandbox.api]], optional: false }
    ],

    authorization: {
      type: 'custom_auth',
      apply: lambda do |connection|
        headers('x-api-key' => connection['api_key'],
                'x-user-email' => connection['acting_user_email'])
      end
    },

    base_uri: lambda do |connection|
      "https://#{connection['environment']}.dialwave.io/api/public/v1/"
    end
  },

  test: lambda do |_connection|
    get('contact-lists').params(limit: 1)
  end,

  object_definitions: {
    contact_list: {
      fields: lambda do |_connection, _config|
        [
          { name: 'id' },
          { name: 'name' },
          { name: 'size', type: 'integer' },
          { name: 'created_at', type: 'date_time' }
        ]
      end
    },
    dialwave_error: {
      fields: lambda do |_connection, _config|
        [
          { name: 'error', type: 'string' },
          { name: 'details', type: 'array', of: 'object', properties: [{ name: 'path' }, { name: 'message' }] }
        ]
      end
    }
  },

  actions: {
    add_contacts_to_list: {
      title: 'Add contacts to list',
      retry_on_response: [429, 502],
      max_retries: 3,
      input_fields: lambda do |_object_definitions|
        [
          { name: 'list_id', optional: false },
          { name: 'contacts', type: 'array', of: 'object', properties: [{ name: 'phone' }, { name: 'name' }, { name: 'external_id' }] }
        ]
      end,
      execute: lambda do |_connection, input|
        post("contact-lists/#{input['list_id']}/contacts")
          .payload(contacts: input['contacts'])
          .after_error_response(404) do |_code, body, _header, _message|
            msg = parse_json(body)['error']
            error(msg == 'user not found' ? 'Acting user has no Dialwave seat' : msg)
          end
          .after_error_response(503) do |_code, _body, _header, _message|
            error('Dialwave API is disabled for this tenant')
          end
      end,
      output_fields: ->(_object_definitions) { [{ name: 'added', type: 'integer' }] }
    },

    delete_list: {
      title: 'Delete contact list',
      input_fields: ->(_object_definitions) { [{ name: 'list_id', optional: false }] },
      execute: lambda do |_connection, input|
        delete("contact-lists/#{input['list_id']}")
      end
    }
  },

  triggers: {
    call_completed: {
      title: 'Call completed',
      webhook_payload_type: 'raw',
      webhook_notification: lambda do |_input, payload, _eis, _eos, headers, _params, connection|
        signature = headers['X-Dialwave-Signature']
        expected = payload.hmac_sha256(connection['webhook_secret']).encode_hex
        next unless signature.present? && signature.downcase == expected
        parse_json(payload)
      end,
      dedup: ->(event) { event['id'] },
      output_fields: ->(_object_definitions) { [{ name: 'id' }, { name: 'type' }, { name: 'data', type: 'object' }] }
    }
  },

  pick_lists: {
    contact_lists: lambda do |_connection|
      get('contact-lists').map { |l| [l['name'], l['id']] }
    end
  }
}
