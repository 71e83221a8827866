/**
 * Wrapped to translate the DocSearch 4.7 strings that Docusaurus 3.10 does not
 * pass through its translation system (they would show in English).
 */
// Literal ids, so that `write-translations` finds every string.
import {translate} from '@docusaurus/Translate';
import original from '@theme-original/SearchTranslations';

const listSeparator = translate({id: 'theme.SearchModal.askAiScreen.aggregatedSeparator', message: ', ', description: 'Between the queries the AI assistant searched for'});

const translations: typeof original = {
  ...original,
  modal: {
    ...original.modal,
    searchBox: {
      ...original.modal.searchBox,
      newConversationPlaceholder: translate({id: 'theme.SearchModal.searchBox.newConversationPlaceholder', message: 'Ask a question', description: 'Placeholder of the question field in a new AI conversation'}),
      conversationHistoryTitle: translate({id: 'theme.SearchModal.searchBox.conversationHistoryTitle', message: 'My conversation history', description: 'Title of the AI conversation history'}),
      startNewConversationText: translate({id: 'theme.SearchModal.searchBox.startNewConversationText', message: 'Start a new conversation', description: 'Button that starts a new AI conversation'}),
      viewConversationHistoryText: translate({id: 'theme.SearchModal.searchBox.viewConversationHistoryText', message: 'Conversation history', description: 'Button that shows the AI conversation history'}),
      threadDepthErrorPlaceholder: translate({id: 'theme.SearchModal.searchBox.threadDepthErrorPlaceholder', message: 'Conversation limit reached', description: 'Placeholder when an AI conversation is too long to go on'}),
    },
    newConversation: {
      newConversationTitle: translate({id: 'theme.SearchModal.newConversation.newConversationTitle', message: 'How can I help you today?', description: 'Title of a new AI conversation'}),
      newConversationDescription: translate({id: 'theme.SearchModal.newConversation.newConversationDescription', message: 'I search through your documentation to help you find setup guides, feature details and troubleshooting tips, fast.', description: 'Description of a new AI conversation'}),
    },
    resultsScreen: {
      ...original.modal.resultsScreen,
      noResultsAskAiPlaceholder: translate({id: 'theme.SearchModal.resultsScreen.noResultsAskAiPlaceholder', message: "Didn't find it in the docs? Ask AI to help: ", description: 'Offer to ask the AI when a keyword search finds nothing'}),
    },
    askAiScreen: {
      ...original.modal.askAiScreen,
      stoppedStreamingText: translate({id: 'theme.SearchModal.askAiScreen.stoppedStreamingText', message: 'You stopped this response', description: 'Shown when the reader stops an AI answer'}),
      errorTitleText: translate({id: 'theme.SearchModal.askAiScreen.errorTitleText', message: 'Chat error', description: 'Title of an AI answer that failed'}),
      startNewConversationButtonText: translate({id: 'theme.SearchModal.askAiScreen.startNewConversationButtonText', message: 'Start a new conversation', description: 'Button under a failed or finished AI conversation'}),
      aggregatedToolCallText: () => ({
        before: translate({id: 'theme.SearchModal.askAiScreen.aggregatedBefore', message: 'Searched for ', description: 'Before the list of queries the AI assistant searched for'}),
        separator: listSeparator,
        lastSeparator: translate({id: 'theme.SearchModal.askAiScreen.aggregatedLastSeparator', message: ' and ', description: 'Before the last query the AI assistant searched for'}),
      }),
    },
  },
};

export default translations;
